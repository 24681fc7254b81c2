/// How firmly a rule of SwiftUI's behaviour is known.
package enum Evidence: String, Hashable, Sendable, CaseIterable {
  /// Apple's documentation says it.
  case documented
  /// Apple does not say it; public issue threads report it.
  case reported
  /// Neither: the runtime has to choose, and says so.
  case assumed
}

/// The rules of SwiftUI's behaviour that the SwiftUI stand-in's runtime and
/// the UI-free lifecycle here enforce, each in one place with its evidence
/// and its source. Where the evidence is mixed, ``evidence`` is that of
/// the rule's claim, ``isAssumedInPart`` says that a part of it rests on no
/// source, and ``source`` says which part is which (it says "assumed" of a
/// rule exactly when one of the two says so).
package enum LifecycleRule: String, Hashable, Sendable, CaseIterable {
  // Views and updates
  case identityIsStructural
  case stateIsKeptPerIdentity
  case bodyReadsAreObserved
  case plainPropertiesAreNotObserved
  case environmentChangesUpdateReaders
  case unchangedViewsAreNotEvaluatedAgain
  // Lifecycle
  case onAppearBeforeTheFirstFrame
  case onDisappearWhenRemovedOrCovered
  case onChangeAfterTheBody
  case taskRunsWhileTheViewIsOnScreen
  case emptyViewNeverAppears
  case callbacksWriteForTheNextFrame
  case transitionCoordinatorDuringATransition
  case animationTimelineUpdatesEachFrame
  // Navigation containers
  case destinationsComeFromTheStack
  case oneStackUpdatePerFrame
  case backGestures
  case hiddenBackTurnsOffTheSwipe
  case splitCollapsesInCompactWidth
  case listSelectionIsWrittenByATap
  case tabSelectionIsWritten
  case reselectingATabWritesIt
  case aHiddenTabShowsNothing
  case tabCustomizationIsKeyedByItsID
  case tabContentIdentityIsStructural
  case dismissingSearchReselectsThePreviousTab
  // Presentations
  case presentFromTheAttachedView
  case onePresentationAtATime
  case onAppearBeforeTheTransitionEnds
  case onDismissAfterTheDismissal
  case anItemChangeReplacesThePresentation
  case dragDismissWritesNilAtTheEnd
  case aDragIsAnInteractiveDismissal
  case interactiveDismissDisabled
  case aPresentationOutlivesItsPresenter
  case popoversAndInspectorsAdapt
  case anInspectorIsAColumnInRegularWidth
  case aPresentationShowsBesideAnInspectorColumn
  case theInspectorCommandTogglesIsPresented
  case dialogIsAPresentation
  case aDialogTakesFramesToLeave
  case aDialogButtonActsThenCloses
  case tapOutsideClosesAConfirmationDialog
  case zoomNeedsASourceInTheNamespace
  case aToolbarItemDrawsAGlassContainer
  // Scenes and windows
  case sizeClassComesFromTheWindow
  case openWindowBringsAnExistingWindowForward
  case dismissWindowClosesTheWindowsOfTheValue
  case aWindowWithoutAValueGetsNil
  case restorationGivesBackTheValue
  case singleSceneDevicesOpenNoWindow
  case externalEventsGoToAnOpenSceneFirst
  case externalEventMatching
  case severalScenesAreActive
  case oneSceneIsFocused
  case aClosedMacWindowIsGone

  /// How firmly it is known.
  package var evidence: Evidence {
    switch self {
    case .identityIsStructural, .stateIsKeptPerIdentity, .bodyReadsAreObserved, .plainPropertiesAreNotObserved,
      .environmentChangesUpdateReaders, .onAppearBeforeTheFirstFrame, .onChangeAfterTheBody,
      .taskRunsWhileTheViewIsOnScreen, .transitionCoordinatorDuringATransition, .destinationsComeFromTheStack,
      .backGestures, .splitCollapsesInCompactWidth, .listSelectionIsWrittenByATap,
      .dismissingSearchReselectsThePreviousTab, .onAppearBeforeTheTransitionEnds,
      .tapOutsideClosesAConfirmationDialog, .externalEventsGoToAnOpenSceneFirst,
      .tabSelectionIsWritten, .interactiveDismissDisabled, .popoversAndInspectorsAdapt,
      .anInspectorIsAColumnInRegularWidth, .theInspectorCommandTogglesIsPresented, .aDialogButtonActsThenCloses,
      .openWindowBringsAnExistingWindowForward, .dismissWindowClosesTheWindowsOfTheValue, .aWindowWithoutAValueGetsNil,
      .tabCustomizationIsKeyedByItsID,
      .restorationGivesBackTheValue,
      .singleSceneDevicesOpenNoWindow, .sizeClassComesFromTheWindow, .zoomNeedsASourceInTheNamespace,
      .externalEventMatching, .severalScenesAreActive, .oneSceneIsFocused:
      .documented
    case .unchangedViewsAreNotEvaluatedAgain, .emptyViewNeverAppears, .oneStackUpdatePerFrame,
      .hiddenBackTurnsOffTheSwipe, .reselectingATabWritesIt, .onePresentationAtATime, .onDismissAfterTheDismissal,
      .dragDismissWritesNilAtTheEnd, .dialogIsAPresentation, .anItemChangeReplacesThePresentation,
      .aDialogTakesFramesToLeave, .presentFromTheAttachedView, .aPresentationOutlivesItsPresenter,
      .onDisappearWhenRemovedOrCovered, .aToolbarItemDrawsAGlassContainer:
      .reported
    case .callbacksWriteForTheNextFrame,
      .animationTimelineUpdatesEachFrame,
      .aHiddenTabShowsNothing,
      .tabContentIdentityIsStructural,
      .aClosedMacWindowIsGone,
      .aPresentationShowsBesideAnInspectorColumn, .aDragIsAnInteractiveDismissal:
      .assumed
    }
  }

  /// Whether a documented or reported rule has a part that rests on no
  /// source (its ``source`` says which, "assumed"): a device must confirm
  /// that part.
  package var isAssumedInPart: Bool {
    switch self {
    case .onAppearBeforeTheFirstFrame, .onChangeAfterTheBody, .transitionCoordinatorDuringATransition,
      .onDisappearWhenRemovedOrCovered, .backGestures, .splitCollapsesInCompactWidth,
      .dismissingSearchReselectsThePreviousTab,
      .aPresentationOutlivesItsPresenter, .dialogIsAPresentation, .aDialogTakesFramesToLeave,
      .tapOutsideClosesAConfirmationDialog, .zoomNeedsASourceInTheNamespace, .externalEventsGoToAnOpenSceneFirst,
      .oneSceneIsFocused:
      true
    default: false
    }
  }

  /// How firmly it is known, as the docs and the player say it:
  /// "documented", "reported", "assumed", or "documented, in part assumed"
  /// and "reported, in part assumed".
  package var evidenceLabel: String { evidence.rawValue + (isAssumedInPart ? ", in part assumed" : "") }

  /// What the rule says, and where it comes from. Pages are under
  /// developer.apple.com/documentation/ (mirrored in the repository
  /// pianostringquartet/DAGFromCode, swiftui_documentation/).
  package var source: String {
    switch self {
    case .identityIsStructural:
      "A view's identity is its place in the tree: the child of a tuple, the branch of a conditional, a ForEach "
        + "element's id, and its type; state lives as long as the identity (swiftui/view: \"SwiftUI uses the "
        + "view's structural identity\"; WWDC21 Demystify SwiftUI)."
    case .stateIsKeptPerIdentity:
      "@State storage is made the first time the view appears at its identity and kept while it stays; a later "
        + "initial value is discarded (swiftui/state: \"SwiftUI initializes a state variable only once for each "
        + "container instance\")."
    case .bodyReadsAreObserved:
      "A view's body that reads an Observable object's property is evaluated again when that property changes "
        + "(swiftui/managing-model-data-in-your-app: \"SwiftUI tracks any observable properties that a view's "
        + "body reads directly\")."
    case .plainPropertiesAreNotObserved:
      "A property of a type that is not Observable (nor @State, nor the environment) is not tracked: changing it "
        + "updates no view (swiftui/managing-model-data-in-your-app; swiftui/state)."
    case .environmentChangesUpdateReaders:
      "A view that reads an environment value (@Environment) is updated when that value changes "
        + "(swiftui/environment: \"If the value changes, SwiftUI updates any parts of your view that depend on "
        + "the value\")."
    case .unchangedViewsAreNotEvaluatedAgain:
      "When a parent's body runs again, a child view whose stored inputs compare equal (field by field, "
        + "references by identity, closures never) is not evaluated again (reported: WWDC23 Demystify SwiftUI "
        + "performance, \"SwiftUI compares the view's stored properties\"; objc.io Thinking in SwiftUI)."
    case .onAppearBeforeTheFirstFrame:
      "onAppear's action \"completes before the first rendered frame appears\" (swiftui/view/onappear(perform:)); "
        + "a parent's onAppear runs before its children's (assumed: the tree's order)."
    case .onDisappearWhenRemovedOrCovered:
      "onDisappear runs when the view leaves the screen: removed, a screen covered by a push, a tab no longer "
        + "selected (swiftui/view/ondisappear(perform:) says only \"after this view disappears\"; reported for a "
        + "stack: \"onAppear and onDisappear get called as you navigate\", github.com/ole/swiftui-view-lifecycle, "
        + "ViewLifecycle/CaseStudyNavigationStack.swift). That a tab no longer selected counts, and that a sheet "
        + "does not make its presenter disappear, is assumed."
    case .onChangeAfterTheBody:
      "onChange(of:initial:) runs its action when the value differs from the one of the previous body, and, "
        + "with initial true, when the view first appears (swiftui/view/onchange(of:initial:_:)); it runs after the body "
        + "that produced the value (the same page: \"When the value changes, the new version of the closure will be "
        + "called\", the closure that body made). That a write there reaches the next update, not the one running, is "
        + "assumed (callbacksWriteForTheNextFrame)."
    case .taskRunsWhileTheViewIsOnScreen:
      "task(priority:_:) starts before the view appears and is cancelled after it disappears "
        + "(swiftui/view/task(priority:_:))."
    case .emptyViewNeverAppears:
      "A view whose only content is an EmptyView draws nothing, and its onAppear may never run "
        + "(reported: github.com/onevcat/Kingfisher/issues/1972 and 1973). A variant lets it appear."
    case .callbacksWriteForTheNextFrame:
      "State and model writes made in onAppear, onChange, a button's action or onDismiss are shown by the next "
        + "update, not the one running (assumed: SwiftUI's transactions are not documented at this level)."
    case .transitionCoordinatorDuringATransition:
      "A view controller's transitionCoordinator is its parent's or presenter's while \"a presentation or "
        + "dismissal is in progress\", and nil otherwise; with none of its own, \"UIKit checks the view controller's "
        + "ancestors\"; its completion runs when the transition finishes "
        + "(uikit/uiviewcontroller/transitioncoordinator; animate(alongsideTransition:completion:)). That SwiftUI makes "
        + "a UIViewControllerRepresentable's controller a descendant of the controller of the content it is in (the "
        + "presented content's, or the presenting content's while a dialog leaves) is assumed: Apple does not say how "
        + "SwiftUI contains it."
    case .animationTimelineUpdatesEachFrame:
      "A TimelineView(.animation) on screen updates its content about once per display frame (swiftui/timelineschedule/"
        + "animation: \"a pausable schedule of dates updating at a frequency no more quickly than the provided "
        + "interval\"; with no interval \"the system picks an appropriate update interval\": once per frame, at the "
        + "device's rate, 60 or 120 Hz, is assumed, and that it pauses off screen). Its date is \"the date from the "
        + "schedule that triggered the current view update\" (swiftui/timelineview/context/date), and a schedule's "
        + "entries start at the date it starts from (swiftui/timelineschedule/entries(from:mode:)): each timeline "
        + "reports its own date, and two on screen report two dates in one frame (reported on devices: issue 35, N4; "
        + "the offset within the frame is assumed)."
    case .destinationsComeFromTheStack:
      "A NavigationStack shows a path value with the navigationDestination(for:) of its type declared inside the "
        + "stack, not inside a lazy container (swiftui/view/navigationdestination(for:destination:))."
    case .oneStackUpdatePerFrame:
      "Several updates of one NavigationStack's path in one frame: only the first takes effect (reported: "
        + "\"Update NavigationRequestObserver tried to update multiple times per frame\", "
        + "github.com/gemwalletcom/gem-ios/issues/593; github.com/johnpatrickmorgan/FlowStacks/issues/3)."
    case .backGestures:
      "Back and the swipe back write the path one shorter (swiftui/navigationstack: people \"remove views using "
        + "built-in, platform-appropriate controls, like a Back button or a swipe gesture\"; the stack \"removes items "
        + "when it removes views\"); the long press on Back lists the screens and writes the path cut at the one "
        + "chosen (assumed: no page or thread says how the menu writes the path)."
    case .hiddenBackTurnsOffTheSwipe:
      "navigationBarBackButtonHidden(true) also turns off the swipe back (reported: "
        + "github.com/subconsciousnetwork/subconscious/issues/46, github.com/canopas/UIPilot/issues/57)."
    case .splitCollapsesInCompactWidth:
      "In compact width a NavigationSplitView collapses its columns into one stack, showing the column of the "
        + "last selection (swiftui/navigationsplitview: it \"collapses all of its columns into a stack, and shows the "
        + "last column that displays useful information\", the employees \"after someone selects a department\"); "
        + "Back clears that selection (assumed: the page says only that the preferred compact column changes)."
    case .listSelectionIsWrittenByATap:
      "Tapping a row of List(selection:) writes the row's tag into the binding (swiftui/list: \"When people make a "
        + "single selection by tapping or clicking, the selected cell changes its appearance\"); a row whose tag is "
        + "of another type than the selection selects nothing (swiftui/view/tag(_:includeoptional:): a container "
        + "\"will look for tags on its contents\" of its selection's type)."
    case .tabSelectionIsWritten:
      "A TabView writes its selection binding with the tapped tab's value (swiftui/tabview: \"the tab view "
        + "updates the selection\")."
    case .reselectingATabWritesIt:
      "Tapping the selected tab writes the same value again (reported: apps rely on it to pop to the root; the "
        + "earlier model's \"writes nothing\", from github.com/LeoKlaus/plappa/issues/81, is contradicted). A "
        + "variant writes nothing."
    case .aHiddenTabShowsNothing:
      "A tab that is not selected keeps its views but shows none, and presents nothing (assumed from UIKit: a "
        + "view controller not in the window cannot present)."
    case .tabCustomizationIsKeyedByItsID:
      "A person's customization of an adaptable tab view keeps each tab's sidebar visibility by the tab's "
        + "customization identifier (swiftui/tabviewcustomization: subscript(sidebarVisibility:) is \"the "
        + "visibility of the tab identified by its customization identifier\"; \"All tabs and tab sections that "
        + "support customization need to have a customization ID\"): two tabs of one identifier share it. A "
        + "person's order of a section's tabs is kept by the section's identifier (swiftui/tabviewcustomization/"
        + "subscript(sectionid:), \"The customization for a section's children, identified by the section's "
        + "customization identifier\"): a section without one cannot be reordered."
    case .tabContentIdentityIsStructural:
      "A tab's views keep their identity (and their state) while the tab keeps its place in the tab builder's "
        + "structure: its section, the ForEach element it is, the branch it is in; a tab that moves to another "
        + "TabSection is made again (assumed: TabContentBuilder is a result builder, as ViewBuilder, whose "
        + "identity is structural, swiftui/tabcontentbuilder; Apple does not say how TabView keeps tabs)."
    case .dismissingSearchReselectsThePreviousTab:
      "With tabViewSearchActivation(.searchTabSelection), \"when the user dismisses search, the search tab will be "
        + "deselected and the previously selected tab will be reselected\"; with .automatic, \"dismissing search has "
        + "no other effects\" (swiftui/tabsearchactivation/searchtabselection, /automatic; iOS 26). That the "
        + "reselection is written through the TabView's selection binding, as a tap is, is assumed."
    case .presentFromTheAttachedView:
      "A presentation modifier presents from the view it is attached to, only while that view is on screen; a "
        + "presentation no view attaches never shows (reported: on iOS 17 a sheet asked from a view that had left "
        + "the view hierarchy was not shown and logged, github.com/pointfreeco/swift-composable-architecture/issues/"
        + "3797; UIKit logs \"Presenting view controller … from detached view controller is not supported\", "
        + "github.com/hmlongco/Navigator/issues/4). On iOS 18 and 26 the same thread saw a sheet asked while its "
        + "presenter was being popped shown after the pop: the stand-in's pops take no frames, so no presenter is "
        + "ever leaving here."
    case .onePresentationAtATime:
      "One presentation at a time per window, from the front content only, and none while another animates in "
        + "or out (reported: UIKit's \"Attempt to present … which is already presenting\"; "
        + "github.com/nathantannar4/Transmission/issues/69). The binding stays set and is presented later."
    case .onAppearBeforeTheTransitionEnds:
      "Presented content's onAppear runs as the presentation starts, before its transition ends "
        + "(swiftui/view/onappear(perform:): its action \"completes before the first rendered frame appears\", and the "
        + "content's first frame is the transition's first; peers wait 0.5 s after it: "
        + "github.com/Automattic/pocket-casts-ios/pull/82)."
    case .onDismissAfterTheDismissal:
      "sheet(item:onDismiss:) runs onDismiss once the dismissal has ended (reported: "
        + "github.com/pointfreeco/swift-navigation/pull/238)."
    case .anItemChangeReplacesThePresentation:
      "\"If item changes, the system dismisses the sheet and replaces it with a new one\" "
        + "(swiftui/view/sheet(item:ondismiss:content:)); the new one after the old has gone (reported: "
        + "github.com/pointfreeco/swift-navigation/pull/238)."
    case .dragDismissWritesNilAtTheEnd:
      "A user's drag writes nil into the binding at the end of the dismissal, not when the drag starts (reported: "
        + "github.com/johnpatrickmorgan/FlowStacks/issues/69); its order against onDismiss is not known: both "
        + "orders are played (variant), nil first by default."
    case .aDragIsAnInteractiveDismissal:
      "A drag on a sheet is an interactive dismissal: as it begins, the presented content's view controllers get "
        + "viewWillDisappear(_:) (uikit/uiviewcontroller/viewwilldisappear(_:)) while their transitionCoordinator is "
        + "the dismissal's (uikit/uiviewcontroller/transitioncoordinator), whose isInteractive is true "
        + "(uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive); its completion runs when the sheet "
        + "has gone, or has sprung back because the user let go, isCancelled saying so "
        + "(uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled), before SwiftUI writes nil "
        + "(dragDismissWritesNilAtTheEnd). UIKit's delegate hears of it too: \"the user initiated a pull-down "
        + "gesture\" (uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)). That "
        + "SwiftUI forwards these to controllers hosted in a sheet's content is assumed."
    case .interactiveDismissDisabled:
      "interactiveDismissDisabled(true) prevents the drag; it \"has no effect on programmatic dismissal\" "
        + "(swiftui/view/interactivedismissdisabled(_:)); a full-screen cover has no drag."
    case .aPresentationOutlivesItsPresenter:
      "When the view that presented a sheet, a cover, a popover or a dialog leaves (popped, its tab hidden), the "
        + "presentation stays on screen, its binding no longer read (reported: \"On iOS 18 and 26 … the sheet being "
        + "shown again after the dismissal and pop happened\", "
        + "github.com/pointfreeco/swift-composable-architecture/issues/3797; in UIKit a presentation belongs to the "
        + "controller that presented it \"or one of its ancestors\", uikit/uiviewcontroller/presentedviewcontroller). That only the user's drag then "
        + "takes it away is assumed. An inspector column, part of its presenter's view, goes with it "
        + "(anInspectorIsAColumnInRegularWidth). A variant (presenterTakesItsPresentation) plays the 2024 report: "
        + "\"the sheet stays alive till the next render frame, and then is removed immediately without animation\", "
        + "with no onDismiss and no write (github.com/pointfreeco/swift-navigation/pull/192)."
    case .popoversAndInspectorsAdapt:
      "A popover shows as a sheet in compact width (swiftui/view/presentationcompactadaptation(_:)); an inspector "
        + "\"presents as a sheet\" in compact width (swiftui/view/inspector(ispresented:content:))."
    case .anInspectorIsAColumnInRegularWidth:
      "\"An inspector can present as a trailing column in a horizontally regular size class, but adapt to a sheet "
        + "in a horizontally compact size class\" (swiftui/view/inspector(ispresented:content:); UIKit's is a column "
        + "of the split view controller, uikit/uisplitviewcontroller/column/inspector): in regular width it is not "
        + "a modal over the content but a column beside it, so the content stays interactive (taps, links, "
        + "Back, list selections) and a column has no drag that dismisses it; the inspector's own content is "
        + "interactive too."
    case .aPresentationShowsBesideAnInspectorColumn:
      "While an inspector shows as a column in regular width, the content beside it presents as if it were not "
        + "there (a sheet, a dialog), and the column stays (assumed: Apple's pages on inspector(isPresented:content:) "
        + "and sheet(item:onDismiss:content:) say nothing about it; it follows from the column not being a "
        + "presentation, anInspectorIsAColumnInRegularWidth)."
    case .theInspectorCommandTogglesIsPresented:
      "InspectorCommands \"include a command for toggling the presented state of the inspector with a keyboard "
        + "shortcut of Control-Command-I\" (swiftui/inspectorcommands): the system writes the inspector's isPresented "
        + "binding, true as well as false, and the app's binding is told what to show. The runtime's hand hides "
        + "the innermost inspector shown in the front window, or shows the innermost one on screen when none is "
        + "(which one the command reaches when several are on screen is the test's choice, as a tap's target is)."
    case .dialogIsAPresentation:
      "An alert or confirmation dialog is a presentation: not shown while another animates, and nothing is "
        + "presented while it shows (reported: UIAlertController \"which is already presenting\", "
        + "github.com/pointfreeco/swift-composable-architecture/issues/3195); it shows at once (assumed), and "
        + "takes frames to leave (aDialogTakesFramesToLeave)."
    case .aDialogTakesFramesToLeave:
      "An alert or confirmation dialog that closes (a button, a tap outside, its binding set to false or nil by "
        + "code) animates out, and UIKit refuses to present or dismiss from its window meanwhile (reported: "
        + "\"Attempt to present … while a presentation or dismissal is in progress\", \"Attempt to dismiss from "
        + "view controller … while a presentation or dismiss is in progress\": "
        + "github.com/pointfreeco/swift-composable-architecture/issues/1991, github.com/libreliodev/iOS/issues/5, "
        + "github.com/jamonholmgren/ProMotion/issues/473). Its end is the dismissal's completion, \"the block to "
        + "execute after the view controller is dismissed\" (uikit/uiviewcontroller/dismiss(animated:completion:)), "
        + "and meanwhile the presenting controller, and its children, have its transitionCoordinator "
        + "(uikit/uiviewcontroller/transitioncoordinator). It takes LifecycleVariants.dialogExitFrames frames, 15 by "
        + "default: a quarter of a second at 60 Hz, about UIKit's fade of an alert, whose duration Apple does not "
        + "publish (assumed). The runtime asks again on later frames, as for onePresentationAtATime."
    case .aDialogButtonActsThenCloses:
      "\"All actions in an alert dismiss the alert after the action runs\" "
        + "(swiftui/view/alert(_:ispresented:actions:message:)); the same for confirmation dialogs."
    case .tapOutsideClosesAConfirmationDialog:
      "A tap outside a confirmation dialog closes it with no choice, setting isPresented false; an alert has no "
        + "outside. In regular width Apple says so: \"the system renders confirmation dialogs as a popover that the "
        + "user dismisses by tapping anywhere outside the popover\" "
        + "(swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)); in compact width, where the "
        + "dialog shows \"a standard dismiss action\", that a tap outside takes it is assumed."
    case .zoomNeedsASourceInTheNamespace:
      "navigationTransition(.zoom(sourceID:in:)) zooms from the view marked matchedTransitionSource(id:in:) with "
        + "the same id in the same @Namespace (swiftui/view/navigationtransition(_:), "
        + "swiftui/navigationtransition/zoom(sourceid:in:), swiftui/view/matchedtransitionsource(id:in:)); that "
        + "without one the default transition plays is assumed: the pages do not say."
    case .aToolbarItemDrawsAGlassContainer:
      "On iOS and macOS 26, SwiftUI draws each toolbar item's content in a Liquid Glass container (reported: "
        + "\"SwiftUI auto-applies a Liquid Glass pill background to ToolbarItem content\", "
        + "github.com/larspohlmann/markdownobserver/pull/398; an item opts out with "
        + "swiftui/toolbarcontent/sharedbackgroundvisibility(_:)), also when that content is empty: an empty item "
        + "shows an empty container (reported on devices: issue 35, N5). An item left out of the toolbar content "
        + "(an if without else, swiftui/toolbarcontentbuilder/buildif(_:)) draws nothing."
    case .sizeClassComesFromTheWindow:
      "horizontalSizeClass is the window's: regular on an iPad in full width, compact on an iPhone and in narrow "
        + "iPad windows, and it changes when the window is resized (swiftui/environmentvalues/horizontalsizeclass; "
        + "uikit/uitraitcollection)."
    case .openWindowBringsAnExistingWindowForward:
      "\"If a window with a binding to the same value that you pass to the openWindow action already appears … "
        + "the system brings the existing window to the front rather than opening a new window\" "
        + "(swiftui/windowgroup)."
    case .dismissWindowClosesTheWindowsOfTheValue:
      "dismissWindow(value:) \"Dismisses the window defined by the window group that is presenting the specified "
        + "value type\"; \"If multiple windows match the provided value, then they all will be dismissed\" "
        + "(swiftui/dismisswindowaction/callasfunction(value:)). The runtime closes them at the end of the frame, "
        + "and records a call on a device of one scene, which it does not play."
    case .aWindowWithoutAValueGetsNil:
      "\"If SwiftUI doesn't have a value to provide … SwiftUI passes a binding to a nil value instead\" "
        + "(swiftui/windowgroup)."
    case .restorationGivesBackTheValue:
      "\"SwiftUI persists the value of the binding for the purposes of state restoration, and reapplies the "
        + "same value when restoring the window\" (swiftui/windowgroup)."
    case .singleSceneDevicesOpenNoWindow:
      "supportsMultipleWindows is false on iPhone (and on iPad without UIApplicationSupportsMultipleScenes); "
        + "\"If the value is false and you try to open a window, SwiftUI ignores the action\" "
        + "(swiftui/environmentvalues/supportsmultiplewindows); external events all go to the one scene "
        + "(swiftui/view/handlesexternalevents(preferring:allowing:))."
    case .externalEventsGoToAnOpenSceneFirst:
      "An event goes \"to the first open scene it finds that prefers to handle the event. Otherwise … the first "
        + "open scene it finds that can handle the event\", else to a new scene "
        + "(swiftui/view/handlesexternalevents(preferring:allowing:)); \"first\" is assumed to be front first."
    case .externalEventMatching:
      "A string matches an event (a URL's absoluteString) that contains it, \"case and diacritic insensitive\"; "
        + "\"*\" matches anything, empty sets and empty strings never (swiftui/scene/handlesexternalevents(matching:): "
        + "matching: [\"photoIdentifier=\"] takes \"an external event with an identifier that contains the string\"; "
        + "swiftui/view/handlesexternalevents(preferring:allowing:) compares its sets the same way)."
    case .severalScenesAreActive:
      "Several windows are active at once, and the active one is not the one in front: \"An active scene isn't "
        + "necessarily front-most. For example, a macOS window might be active even if it doesn't currently have "
        + "focus\" (swiftui/scenephase/active); an app is active \"if any scene is active\" (swiftui/scenephase). "
        + "The runtime makes every window it shows active, as windows side by side on a Mac or in Stage Manager are, "
        + "so that a layer that takes the active window for the one in front is found out (earlier rule "
        + "theFrontWindowIsActive, contradicted by that page)."
    case .oneSceneIsFocused:
      "One window at a time has the focus, and a value a view publishes with focusedSceneValue(_:_:) is read by "
        + "@FocusedValue while its scene is the focused one: it is \"for use by other views whose state depends on "
        + "the focused scene\", \"visible … as long as the scene is active, and regardless of where focus happens "
        + "to be in it\" (swiftui/view/focusedscenevalue(_:_:); swiftui/focusedvalue: \"the value from the view "
        + "closest to focus\"); on macOS the focused window is the key window (swiftui/environmentvalues/appearsactive, "
        + "which is always true on the other platforms, so it is no focus signal there); a scene has one key window "
        + "at a time (uikit/uiwindowscene/keywindow). Documented so far; assumed: that the focused window is the one "
        + "the user brought forward or opened last (on iPadOS too), and that a view in another window reads the "
        + "focused window's values, published a frame after its views change (as a preference)."
    case .aClosedMacWindowIsGone:
      "On macOS a window's views disappear when the user closes the window (its close button, Command-W), and "
        + "only then: UIKit \"may also disconnect a scene in order to reclaim memory for other processes\" "
        + "(uikit/uiscenedelegate/scenediddisconnect(_:), a page of iOS, iPadOS, Mac Catalyst, tvOS and visionOS, "
        + "not macOS), AppKit has no such step. All of it is assumed: no Apple page says when a macOS window's views disappear, "
        + "nor whether they do when the app quits (here they do not)."
    }
  }
}
