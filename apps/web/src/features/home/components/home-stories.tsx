import { CustomerStories } from './customer-stories';
import { HowItWorks } from './how-it-works';
import { WhyBuyFromUs } from './why-buy-from-us';

/**
 * The home page's sections below the cars: how buying works, why buy here, and customer stories.
 * No first screen shows them, so they load after it (decision 091); they end the page, so
 * nothing above them moves when they arrive.
 */
export default function HomeStories() {
  return (
    <>
      <HowItWorks />
      <WhyBuyFromUs />
      <CustomerStories />
    </>
  );
}
