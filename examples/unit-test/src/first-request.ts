import { createApi } from "@grc-directory/core";

const api = createApi(); // bundled sample catalog, in-memory ports
const response = await api.fetch(new Request("http://localhost/api/v1/search?framework=soc-2"));
console.log(response.status, (await response.json()).results.length);
