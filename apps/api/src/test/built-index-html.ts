/**
 * The web build's index.html as Vite writes it, for tests of the pages the server answers: the
 * server replaces its title and description and puts each page's head and body in.
 */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>CarMarket — Buy and sell used cars in Sri Lanka</title>
    <meta
      name="description"
      content="The build's description."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
