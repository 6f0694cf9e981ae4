import { useRecordView } from '../use-recently-viewed';
import { CompareControls } from './compare-controls';

/**
 * The car page's part of issue 37, its own chunk loaded after the page: it records the view
 * (recently viewed) and offers "Add to compare". `live`: only a live ad is recorded.
 */
export default function CarPageCompare({ carId, live }: { carId: number; live: boolean }) {
  useRecordView(live ? carId : null);
  return <CompareControls carId={carId} />;
}
