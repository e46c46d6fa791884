// The PDS fixture is plain JavaScript so that the end-to-end server (scripts/e2e-server.mjs) can
// start the same one.
export {
  appViewAvailable,
  startTestAppView,
  startTestPds,
  type TestAppView,
  type TestPds,
} from "../../scripts/lib/test-pds.mjs";
