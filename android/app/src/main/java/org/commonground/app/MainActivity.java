package org.commonground.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
