/**
 * The echarts build the kit uses: the core with only the charts and components the kit's charts
 * draw, and the SVG renderer. Imported only by `EChart.tsx`, the lazily loaded chunk, so an app
 * that shows no chart ships no echarts.
 *
 * SVG rather than canvas: crisp at any zoom and in screenshots, text stays DOM text that tests can
 * read, and in the browser it injects no `<style>` element (zrender's SVG painter only emits one
 * for server-side rendering with CSS animations), so it runs under the gateway's CSP.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

/** The part of the echarts API echarts-for-react calls, passed as its `echarts` prop. */
export const echartsApi = { init, getInstanceByDom, dispose };
