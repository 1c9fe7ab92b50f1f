import { ServerErrorRoute } from './MiscRoutes';

/** A render error anywhere below the root shows the 500 page instead of a blank screen. */
export function RouteError() {
  return (
    <div className="blank-layout">
      <main className="blank-layout-content">
        <ServerErrorRoute />
      </main>
    </div>
  );
}
