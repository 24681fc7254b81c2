/// How firmly a rule of SwiftUI's behaviour is known.
package enum Evidence: String, Hashable, Sendable, CaseIterable {
  /// Apple's documentation says it.
  case documented
  /// Apple does not say it; public issue threads report it.
  case reported
  /// Neither: the runtime has to choose, and says so.
  case assumed
}

/// A rule of SwiftUI's behaviour that the SwiftUI stand-in's runtime and
/// the UI-free lifecycle here enforce. Each rule is declared once, below,
/// with its evidence and its source. Where the evidence is mixed,
/// ``evidence`` is that of the rule's claim, ``isAssumedInPart`` says that a
/// part of it rests on no source, and ``source`` says which part is which
/// (it says "assumed" of a rule exactly when one of the two says so).
/// Two rules are the same rule when they have the same ``name``.
package struct LifecycleRule: Hashable, Sendable, CustomStringConvertible {
  /// The rule's name, as refusals, the lifecycle player and the docs print it.
  package let name: String
  /// How firmly it is known.
  package let evidence: Evidence
  /// Whether a documented or reported rule has a part that rests on no
  /// source (its ``source`` says which, "assumed"): a device must confirm
  /// that part.
  package let isAssumedInPart: Bool
  /// What the rule says, and where it comes from. Pages are under
  /// developer.apple.com/documentation/ (mirrored in the repository
  /// pianostringquartet/DAGFromCode, swiftui_documentation/).
  package let source: String

  private init(_ name: String, _ evidence: Evidence, assumedInPart: Bool = false, _ source: String) {
    (self.name, self.evidence, self.isAssumedInPart, self.source) = (name, evidence, assumedInPart, source)
  }

  /// The rule named `name`, if there is one.
  package init?(named name: String) {
    guard let rule = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = rule
  }

  /// How firmly it is known, as the docs and the player say it:
  /// "documented", "reported", "assumed", or "documented, in part assumed"
  /// and "reported, in part assumed".
  package var evidenceLabel: String { evidence.rawValue + (isAssumedInPart ? ", in part assumed" : "") }

  package var description: String { name }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

  package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension LifecycleRule {
  /// Every rule, in the order of the sections below.
  package static let allCases: [LifecycleRule] = [
    // Views and updates
    identityIsStructural, stateIsKeptPerIdentity, bodyReadsAreObserved, plainPropertiesAreNotObserved,
    environmentChangesUpdateReaders, unchangedViewsAreNotEvaluatedAgain,
    // Lifecycle
    onAppearBeforeTheFirstFrame, onDisappearWhenRemovedOrCovered, onChangeAfterTheBody, taskRunsWhileTheViewIsOnScreen,
    emptyViewNeverAppears, callbacksWriteForTheNextFrame, transitionCoordinatorDuringATransition,
    animationTimelineUpdatesEachFrame,
    // Navigation containers
    destinationsComeFromTheStack, oneStackUpdatePerFrame, backGestures, hiddenBackTurnsOffTheSwipe,
    splitCollapsesInCompactWidth, listSelectionIsWrittenByATap, tabSelectionIsWritten, reselectingATabWritesIt,
    aHiddenTabShowsNothing, tabCustomizationIsKeyedByItsID, tabContentIdentityIsStructural,
    dismissingSearchReselectsThePreviousTab,
    // Presentations
    presentFromTheAttachedView, onePresentationAtATime, onAppearBeforeTheTransitionEnds, onDismissAfterTheDismissal,
    anItemChangeReplacesThePresentation, dragDismissWritesNilAtTheEnd, aDragIsAnInteractiveDismissal,
    interactiveDismissDisabled, aPresentationOutlivesItsPresenter, popoversAndInspectorsAdapt,
    anInspectorIsAColumnInRegularWidth, aPresentationShowsBesideAnInspectorColumn,
    theInspectorCommandTogglesIsPresented, dialogIsAPresentation, aDialogTakesFramesToLeave,
    aDialogButtonActsThenCloses, tapOutsideClosesAConfirmationDialog, zoomNeedsASourceInTheNamespace,
    aToolbarItemDrawsAGlassContainer,
    // Scenes and windows
    sizeClassComesFromTheWindow, openWindowBringsAnExistingWindowForward, dismissWindowClosesTheWindowsOfTheValue,
    aWindowWithoutAValueGetsNil, restorationGivesBackTheValue, singleSceneDevicesOpenNoWindow,
    externalEventsGoToAnOpenSceneFirst, externalEventMatching, severalScenesAreActive, oneSceneIsFocused,
    aClosedMacWindowIsGone,
  ]

  // MARK: Views and updates

  package static let identityIsStructural = LifecycleRule(
    "identityIsStructural", .documented,
    """
    A view's identity is its place in the tree: the child of a tuple, the branch of a conditional, a ForEach \
    element's id, and its type; state lives as long as the identity (swiftui/view: "SwiftUI uses the \
    view's structural identity"; WWDC21 Demystify SwiftUI).
    """)

  package static let stateIsKeptPerIdentity = LifecycleRule(
    "stateIsKeptPerIdentity", .documented,
    """
    @State storage is made the first time the view appears at its identity and kept while it stays; a later \
    initial value is discarded (swiftui/state: "SwiftUI initializes a state variable only once for each \
    container instance").
    """)

  package static let bodyReadsAreObserved = LifecycleRule(
    "bodyReadsAreObserved", .documented,
    """
    A view's body that reads an Observable object's property is evaluated again when that property changes \
    (swiftui/managing-model-data-in-your-app: "SwiftUI tracks any observable properties that a view's \
    body reads directly").
    """)

  package static let plainPropertiesAreNotObserved = LifecycleRule(
    "plainPropertiesAreNotObserved", .documented,
    """
    A property of a type that is not Observable (nor @State, nor the environment) is not tracked: changing it \
    updates no view (swiftui/managing-model-data-in-your-app; swiftui/state).
    """)

  package static let environmentChangesUpdateReaders = LifecycleRule(
    "environmentChangesUpdateReaders", .documented,
    """
    A view that reads an environment value (@Environment) is updated when that value changes \
    (swiftui/environment: "If the value changes, SwiftUI updates any parts of your view that depend on \
    the value").
    """)

  package static let unchangedViewsAreNotEvaluatedAgain = LifecycleRule(
    "unchangedViewsAreNotEvaluatedAgain", .reported,
    """
    When a parent's body runs again, a child view whose stored inputs compare equal (field by field, \
    references by identity, closures never) is not evaluated again (reported: WWDC23 Demystify SwiftUI \
    performance, "SwiftUI compares the view's stored properties"; objc.io Thinking in SwiftUI).
    """)

  // MARK: Lifecycle

  package static let onAppearBeforeTheFirstFrame = LifecycleRule(
    "onAppearBeforeTheFirstFrame", .documented, assumedInPart: true,
    """
    onAppear's action "completes before the first rendered frame appears" (swiftui/view/onappear(perform:)); \
    a parent's onAppear runs before its children's (assumed: the tree's order).
    """)

  package static let onDisappearWhenRemovedOrCovered = LifecycleRule(
    "onDisappearWhenRemovedOrCovered", .reported, assumedInPart: true,
    """
    onDisappear runs when the view leaves the screen: removed, a screen covered by a push, a tab no longer \
    selected (swiftui/view/ondisappear(perform:) says only "after this view disappears"; reported for a \
    stack: "onAppear and onDisappear get called as you navigate", github.com/ole/swiftui-view-lifecycle, \
    ViewLifecycle/CaseStudyNavigationStack.swift). That a tab no longer selected counts, and that a sheet \
    does not make its presenter disappear, is assumed.
    """)

  package static let onChangeAfterTheBody = LifecycleRule(
    "onChangeAfterTheBody", .documented, assumedInPart: true,
    """
    onChange(of:initial:) runs its action when the value differs from the one of the previous body, and, \
    with initial true, when the view first appears (swiftui/view/onchange(of:initial:_:)); it runs after the body \
    that produced the value (the same page: "When the value changes, the new version of the closure will be \
    called", the closure that body made). That a write there reaches the next update, not the one running, is \
    assumed (callbacksWriteForTheNextFrame).
    """)

  package static let taskRunsWhileTheViewIsOnScreen = LifecycleRule(
    "taskRunsWhileTheViewIsOnScreen", .documented,
    """
    task(priority:_:) starts before the view appears and is cancelled after it disappears \
    (swiftui/view/task(priority:_:)).
    """)

  package static let emptyViewNeverAppears = LifecycleRule(
    "emptyViewNeverAppears", .reported,
    """
    A view whose only content is an EmptyView draws nothing, and its onAppear may never run \
    (reported: github.com/onevcat/Kingfisher/issues/1972 and 1973). A variant lets it appear.
    """)

  package static let callbacksWriteForTheNextFrame = LifecycleRule(
    "callbacksWriteForTheNextFrame", .assumed,
    """
    State and model writes made in onAppear, onChange, a button's action or onDismiss are shown by the next \
    update, not the one running (assumed: SwiftUI's transactions are not documented at this level).
    """)

  package static let transitionCoordinatorDuringATransition = LifecycleRule(
    "transitionCoordinatorDuringATransition", .documented, assumedInPart: true,
    """
    A view controller's transitionCoordinator is its parent's or presenter's while "a presentation or \
    dismissal is in progress", and nil otherwise; with none of its own, "UIKit checks the view controller's \
    ancestors"; its completion runs when the transition finishes \
    (uikit/uiviewcontroller/transitioncoordinator; animate(alongsideTransition:completion:)). That SwiftUI makes \
    a UIViewControllerRepresentable's controller a descendant of the controller of the content it is in (the \
    presented content's, or the presenting content's while a dialog leaves) is assumed: Apple does not say how \
    SwiftUI contains it.
    """)

  package static let animationTimelineUpdatesEachFrame = LifecycleRule(
    "animationTimelineUpdatesEachFrame", .assumed,
    """
    A TimelineView(.animation) on screen updates its content about once per display frame (swiftui/timelineschedule/\
    animation: "a pausable schedule of dates updating at a frequency no more quickly than the provided \
    interval"; with no interval "the system picks an appropriate update interval": once per frame, at the \
    device's rate, 60 or 120 Hz, is assumed, and that it pauses off screen). Its date is "the date from the \
    schedule that triggered the current view update" (swiftui/timelineview/context/date), and a schedule's \
    entries start at the date it starts from (swiftui/timelineschedule/entries(from:mode:)): each timeline \
    reports its own date, and two on screen report two dates in one frame (reported on devices: issue 35, N4; \
    the offset within the frame is assumed).
    """)

  // MARK: Navigation containers

  package static let destinationsComeFromTheStack = LifecycleRule(
    "destinationsComeFromTheStack", .documented,
    """
    A NavigationStack shows a path value with the navigationDestination(for:) of its type declared inside the \
    stack, not inside a lazy container (swiftui/view/navigationdestination(for:destination:)).
    """)

  package static let oneStackUpdatePerFrame = LifecycleRule(
    "oneStackUpdatePerFrame", .reported,
    """
    Several updates of one NavigationStack's path in one frame: only the first takes effect (reported: \
    "Update NavigationRequestObserver tried to update multiple times per frame", \
    github.com/gemwalletcom/gem-ios/issues/593; github.com/johnpatrickmorgan/FlowStacks/issues/3).
    """)

  package static let backGestures = LifecycleRule(
    "backGestures", .documented, assumedInPart: true,
    """
    Back and the swipe back write the path one shorter (swiftui/navigationstack: people "remove views using \
    built-in, platform-appropriate controls, like a Back button or a swipe gesture"; the stack "removes items \
    when it removes views"); the long press on Back lists the screens and writes the path cut at the one \
    chosen (assumed: no page or thread says how the menu writes the path).
    """)

  package static let hiddenBackTurnsOffTheSwipe = LifecycleRule(
    "hiddenBackTurnsOffTheSwipe", .reported,
    """
    navigationBarBackButtonHidden(true) also turns off the swipe back (reported: \
    github.com/subconsciousnetwork/subconscious/issues/46, github.com/canopas/UIPilot/issues/57).
    """)

  package static let splitCollapsesInCompactWidth = LifecycleRule(
    "splitCollapsesInCompactWidth", .documented, assumedInPart: true,
    """
    In compact width a NavigationSplitView collapses its columns into one stack, showing the column of the \
    last selection (swiftui/navigationsplitview: it "collapses all of its columns into a stack, and shows the \
    last column that displays useful information", the employees "after someone selects a department"); \
    Back clears that selection (assumed: the page says only that the preferred compact column changes).
    """)

  package static let listSelectionIsWrittenByATap = LifecycleRule(
    "listSelectionIsWrittenByATap", .documented,
    """
    Tapping a row of List(selection:) writes the row's tag into the binding (swiftui/list: "When people make a \
    single selection by tapping or clicking, the selected cell changes its appearance"); a row whose tag is \
    of another type than the selection selects nothing (swiftui/view/tag(_:includeoptional:): a container \
    "will look for tags on its contents" of its selection's type).
    """)

  package static let tabSelectionIsWritten = LifecycleRule(
    "tabSelectionIsWritten", .documented,
    """
    A TabView writes its selection binding with the tapped tab's value (swiftui/tabview: "the tab view \
    updates the selection").
    """)

  package static let reselectingATabWritesIt = LifecycleRule(
    "reselectingATabWritesIt", .reported,
    """
    Tapping the selected tab writes the same value again (reported: apps rely on it to pop to the root; the \
    earlier model's "writes nothing", from github.com/LeoKlaus/plappa/issues/81, is contradicted). A \
    variant writes nothing.
    """)

  package static let aHiddenTabShowsNothing = LifecycleRule(
    "aHiddenTabShowsNothing", .assumed,
    """
    A tab that is not selected keeps its views but shows none, and presents nothing (assumed from UIKit: a \
    view controller not in the window cannot present).
    """)

  package static let tabCustomizationIsKeyedByItsID = LifecycleRule(
    "tabCustomizationIsKeyedByItsID", .documented,
    """
    A person's customization of an adaptable tab view keeps each tab's sidebar visibility by the tab's \
    customization identifier (swiftui/tabviewcustomization: subscript(sidebarVisibility:) is "the \
    visibility of the tab identified by its customization identifier"; "All tabs and tab sections that \
    support customization need to have a customization ID"): two tabs of one identifier share it. A \
    person's order of a section's tabs is kept by the section's identifier (swiftui/tabviewcustomization/\
    subscript(sectionid:), "The customization for a section's children, identified by the section's \
    customization identifier"): a section without one cannot be reordered.
    """)

  package static let tabContentIdentityIsStructural = LifecycleRule(
    "tabContentIdentityIsStructural", .assumed,
    """
    A tab's views keep their identity (and their state) while the tab keeps its place in the tab builder's \
    structure: its section, the ForEach element it is, the branch it is in; a tab that moves to another \
    TabSection is made again (assumed: TabContentBuilder is a result builder, as ViewBuilder, whose \
    identity is structural, swiftui/tabcontentbuilder; Apple does not say how TabView keeps tabs).
    """)

  package static let dismissingSearchReselectsThePreviousTab = LifecycleRule(
    "dismissingSearchReselectsThePreviousTab", .documented, assumedInPart: true,
    """
    With tabViewSearchActivation(.searchTabSelection), "when the user dismisses search, the search tab will be \
    deselected and the previously selected tab will be reselected"; with .automatic, "dismissing search has \
    no other effects" (swiftui/tabsearchactivation/searchtabselection, /automatic; iOS 26). That the \
    reselection is written through the TabView's selection binding, as a tap is, is assumed.
    """)

  // MARK: Presentations

  package static let presentFromTheAttachedView = LifecycleRule(
    "presentFromTheAttachedView", .reported,
    """
    A presentation modifier presents from the view it is attached to, only while that view is on screen; a \
    presentation no view attaches never shows (reported: on iOS 17 a sheet asked from a view that had left \
    the view hierarchy was not shown and logged, github.com/pointfreeco/swift-composable-architecture/issues/\
    3797; UIKit logs "Presenting view controller … from detached view controller is not supported", \
    github.com/hmlongco/Navigator/issues/4). On iOS 18 and 26 the same thread saw a sheet asked while its \
    presenter was being popped shown after the pop: the stand-in's pops take no frames, so no presenter is \
    ever leaving here.
    """)

  package static let onePresentationAtATime = LifecycleRule(
    "onePresentationAtATime", .reported,
    """
    One presentation at a time per window, from the front content only, and none while another animates in \
    or out (reported: UIKit's "Attempt to present … which is already presenting"; \
    github.com/nathantannar4/Transmission/issues/69). The binding stays set and is presented later.
    """)

  package static let onAppearBeforeTheTransitionEnds = LifecycleRule(
    "onAppearBeforeTheTransitionEnds", .documented,
    """
    Presented content's onAppear runs as the presentation starts, before its transition ends \
    (swiftui/view/onappear(perform:): its action "completes before the first rendered frame appears", and the \
    content's first frame is the transition's first; peers wait 0.5 s after it: \
    github.com/Automattic/pocket-casts-ios/pull/82).
    """)

  package static let onDismissAfterTheDismissal = LifecycleRule(
    "onDismissAfterTheDismissal", .reported,
    """
    sheet(item:onDismiss:) runs onDismiss once the dismissal has ended (reported: \
    github.com/pointfreeco/swift-navigation/pull/238).
    """)

  package static let anItemChangeReplacesThePresentation = LifecycleRule(
    "anItemChangeReplacesThePresentation", .reported,
    """
    "If item changes, the system dismisses the sheet and replaces it with a new one" \
    (swiftui/view/sheet(item:ondismiss:content:)); the new one after the old has gone (reported: \
    github.com/pointfreeco/swift-navigation/pull/238).
    """)

  package static let dragDismissWritesNilAtTheEnd = LifecycleRule(
    "dragDismissWritesNilAtTheEnd", .reported,
    """
    A user's drag writes nil into the binding at the end of the dismissal, not when the drag starts (reported: \
    github.com/johnpatrickmorgan/FlowStacks/issues/69); its order against onDismiss is not known: both \
    orders are played (variant), nil first by default.
    """)

  package static let aDragIsAnInteractiveDismissal = LifecycleRule(
    "aDragIsAnInteractiveDismissal", .assumed,
    """
    A drag on a sheet is an interactive dismissal: as it begins, the presented content's view controllers get \
    viewWillDisappear(_:) (uikit/uiviewcontroller/viewwilldisappear(_:)) while their transitionCoordinator is \
    the dismissal's (uikit/uiviewcontroller/transitioncoordinator), whose isInteractive is true \
    (uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive); its completion runs when the sheet \
    has gone, or has sprung back because the user let go, isCancelled saying so \
    (uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled), before SwiftUI writes nil \
    (dragDismissWritesNilAtTheEnd). UIKit's delegate hears of it too: "the user initiated a pull-down \
    gesture" (uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)). That \
    SwiftUI forwards these to controllers hosted in a sheet's content is assumed.
    """)

  package static let interactiveDismissDisabled = LifecycleRule(
    "interactiveDismissDisabled", .documented,
    """
    interactiveDismissDisabled(true) prevents the drag; it "has no effect on programmatic dismissal" \
    (swiftui/view/interactivedismissdisabled(_:)); a full-screen cover has no drag.
    """)

  package static let aPresentationOutlivesItsPresenter = LifecycleRule(
    "aPresentationOutlivesItsPresenter", .reported, assumedInPart: true,
    """
    When the view that presented a sheet, a cover, a popover or a dialog leaves (popped, its tab hidden), the \
    presentation stays on screen, its binding no longer read (reported: "On iOS 18 and 26 … the sheet being \
    shown again after the dismissal and pop happened", \
    github.com/pointfreeco/swift-composable-architecture/issues/3797; in UIKit a presentation belongs to the \
    controller that presented it "or one of its ancestors", uikit/uiviewcontroller/presentedviewcontroller). That only the user's drag then \
    takes it away is assumed. An inspector column, part of its presenter's view, goes with it \
    (anInspectorIsAColumnInRegularWidth). A variant (presenterTakesItsPresentation) plays the 2024 report: \
    "the sheet stays alive till the next render frame, and then is removed immediately without animation", \
    with no onDismiss and no write (github.com/pointfreeco/swift-navigation/pull/192).
    """)

  package static let popoversAndInspectorsAdapt = LifecycleRule(
    "popoversAndInspectorsAdapt", .documented,
    """
    A popover shows as a sheet in compact width (swiftui/view/presentationcompactadaptation(_:)); an inspector \
    "presents as a sheet" in compact width (swiftui/view/inspector(ispresented:content:)).
    """)

  package static let anInspectorIsAColumnInRegularWidth = LifecycleRule(
    "anInspectorIsAColumnInRegularWidth", .documented,
    """
    "An inspector can present as a trailing column in a horizontally regular size class, but adapt to a sheet \
    in a horizontally compact size class" (swiftui/view/inspector(ispresented:content:); UIKit's is a column \
    of the split view controller, uikit/uisplitviewcontroller/column/inspector): in regular width it is not \
    a modal over the content but a column beside it, so the content stays interactive (taps, links, \
    Back, list selections) and a column has no drag that dismisses it; the inspector's own content is \
    interactive too.
    """)

  package static let aPresentationShowsBesideAnInspectorColumn = LifecycleRule(
    "aPresentationShowsBesideAnInspectorColumn", .assumed,
    """
    While an inspector shows as a column in regular width, the content beside it presents as if it were not \
    there (a sheet, a dialog), and the column stays (assumed: Apple's pages on inspector(isPresented:content:) \
    and sheet(item:onDismiss:content:) say nothing about it; it follows from the column not being a \
    presentation, anInspectorIsAColumnInRegularWidth).
    """)

  package static let theInspectorCommandTogglesIsPresented = LifecycleRule(
    "theInspectorCommandTogglesIsPresented", .documented,
    """
    InspectorCommands "include a command for toggling the presented state of the inspector with a keyboard \
    shortcut of Control-Command-I" (swiftui/inspectorcommands): the system writes the inspector's isPresented \
    binding, true as well as false, and the app's binding is told what to show. The runtime's hand hides \
    the innermost inspector shown in the front window, or shows the innermost one on screen when none is \
    (which one the command reaches when several are on screen is the test's choice, as a tap's target is).
    """)

  package static let dialogIsAPresentation = LifecycleRule(
    "dialogIsAPresentation", .reported, assumedInPart: true,
    """
    An alert or confirmation dialog is a presentation: not shown while another animates, and nothing is \
    presented while it shows (reported: UIAlertController "which is already presenting", \
    github.com/pointfreeco/swift-composable-architecture/issues/3195); it shows at once (assumed), and \
    takes frames to leave (aDialogTakesFramesToLeave).
    """)

  package static let aDialogTakesFramesToLeave = LifecycleRule(
    "aDialogTakesFramesToLeave", .reported, assumedInPart: true,
    """
    An alert or confirmation dialog that closes (a button, a tap outside, its binding set to false or nil by \
    code) animates out, and UIKit refuses to present or dismiss from its window meanwhile (reported: \
    "Attempt to present … while a presentation or dismissal is in progress", "Attempt to dismiss from \
    view controller … while a presentation or dismiss is in progress": \
    github.com/pointfreeco/swift-composable-architecture/issues/1991, github.com/libreliodev/iOS/issues/5, \
    github.com/jamonholmgren/ProMotion/issues/473). Its end is the dismissal's completion, "the block to \
    execute after the view controller is dismissed" (uikit/uiviewcontroller/dismiss(animated:completion:)), \
    and meanwhile the presenting controller, and its children, have its transitionCoordinator \
    (uikit/uiviewcontroller/transitioncoordinator). It takes LifecycleVariants.dialogExitFrames frames, 15 by \
    default: a quarter of a second at 60 Hz, about UIKit's fade of an alert, whose duration Apple does not \
    publish (assumed). The runtime asks again on later frames, as for onePresentationAtATime.
    """)

  package static let aDialogButtonActsThenCloses = LifecycleRule(
    "aDialogButtonActsThenCloses", .documented,
    """
    "All actions in an alert dismiss the alert after the action runs" \
    (swiftui/view/alert(_:ispresented:actions:message:)); the same for confirmation dialogs.
    """)

  package static let tapOutsideClosesAConfirmationDialog = LifecycleRule(
    "tapOutsideClosesAConfirmationDialog", .documented, assumedInPart: true,
    """
    A tap outside a confirmation dialog closes it with no choice, setting isPresented false; an alert has no \
    outside. In regular width Apple says so: "the system renders confirmation dialogs as a popover that the \
    user dismisses by tapping anywhere outside the popover" \
    (swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)); in compact width, where the \
    dialog shows "a standard dismiss action", that a tap outside takes it is assumed.
    """)

  package static let zoomNeedsASourceInTheNamespace = LifecycleRule(
    "zoomNeedsASourceInTheNamespace", .documented, assumedInPart: true,
    """
    navigationTransition(.zoom(sourceID:in:)) zooms from the view marked matchedTransitionSource(id:in:) with \
    the same id in the same @Namespace (swiftui/view/navigationtransition(_:), \
    swiftui/navigationtransition/zoom(sourceid:in:), swiftui/view/matchedtransitionsource(id:in:)); that \
    without one the default transition plays is assumed: the pages do not say.
    """)

  package static let aToolbarItemDrawsAGlassContainer = LifecycleRule(
    "aToolbarItemDrawsAGlassContainer", .reported,
    """
    On iOS and macOS 26, SwiftUI draws each toolbar item's content in a Liquid Glass container (reported: \
    "SwiftUI auto-applies a Liquid Glass pill background to ToolbarItem content", \
    github.com/larspohlmann/markdownobserver/pull/398; an item opts out with \
    swiftui/toolbarcontent/sharedbackgroundvisibility(_:)), also when that content is empty: an empty item \
    shows an empty container (reported on devices: issue 35, N5). An item left out of the toolbar content \
    (an if without else, swiftui/toolbarcontentbuilder/buildif(_:)) draws nothing.
    """)

  // MARK: Scenes and windows

  package static let sizeClassComesFromTheWindow = LifecycleRule(
    "sizeClassComesFromTheWindow", .documented,
    """
    horizontalSizeClass is the window's: regular on an iPad in full width, compact on an iPhone and in narrow \
    iPad windows, and it changes when the window is resized (swiftui/environmentvalues/horizontalsizeclass; \
    uikit/uitraitcollection).
    """)

  package static let openWindowBringsAnExistingWindowForward = LifecycleRule(
    "openWindowBringsAnExistingWindowForward", .documented,
    """
    "If a window with a binding to the same value that you pass to the openWindow action already appears … \
    the system brings the existing window to the front rather than opening a new window" \
    (swiftui/windowgroup).
    """)

  package static let dismissWindowClosesTheWindowsOfTheValue = LifecycleRule(
    "dismissWindowClosesTheWindowsOfTheValue", .documented,
    """
    dismissWindow(value:) "Dismisses the window defined by the window group that is presenting the specified \
    value type"; "If multiple windows match the provided value, then they all will be dismissed" \
    (swiftui/dismisswindowaction/callasfunction(value:)). The runtime closes them at the end of the frame, \
    and records a call on a device of one scene, which it does not play.
    """)

  package static let aWindowWithoutAValueGetsNil = LifecycleRule(
    "aWindowWithoutAValueGetsNil", .documented,
    """
    "If SwiftUI doesn't have a value to provide … SwiftUI passes a binding to a nil value instead" \
    (swiftui/windowgroup).
    """)

  package static let restorationGivesBackTheValue = LifecycleRule(
    "restorationGivesBackTheValue", .documented,
    """
    "SwiftUI persists the value of the binding for the purposes of state restoration, and reapplies the \
    same value when restoring the window" (swiftui/windowgroup).
    """)

  package static let singleSceneDevicesOpenNoWindow = LifecycleRule(
    "singleSceneDevicesOpenNoWindow", .documented,
    """
    supportsMultipleWindows is false on iPhone (and on iPad without UIApplicationSupportsMultipleScenes); \
    "If the value is false and you try to open a window, SwiftUI ignores the action" \
    (swiftui/environmentvalues/supportsmultiplewindows); external events all go to the one scene \
    (swiftui/view/handlesexternalevents(preferring:allowing:)).
    """)

  package static let externalEventsGoToAnOpenSceneFirst = LifecycleRule(
    "externalEventsGoToAnOpenSceneFirst", .documented, assumedInPart: true,
    """
    An event goes "to the first open scene it finds that prefers to handle the event. Otherwise … the first \
    open scene it finds that can handle the event", else to a new scene \
    (swiftui/view/handlesexternalevents(preferring:allowing:)); "first" is assumed to be front first.
    """)

  package static let externalEventMatching = LifecycleRule(
    "externalEventMatching", .documented,
    """
    A string matches an event (a URL's absoluteString) that contains it, "case and diacritic insensitive"; \
    "*" matches anything, empty sets and empty strings never (swiftui/scene/handlesexternalevents(matching:): \
    matching: ["photoIdentifier="] takes "an external event with an identifier that contains the string"; \
    swiftui/view/handlesexternalevents(preferring:allowing:) compares its sets the same way).
    """)

  package static let severalScenesAreActive = LifecycleRule(
    "severalScenesAreActive", .documented,
    """
    Several windows are active at once, and the active one is not the one in front: "An active scene isn't \
    necessarily front-most. For example, a macOS window might be active even if it doesn't currently have \
    focus" (swiftui/scenephase/active); an app is active "if any scene is active" (swiftui/scenephase). \
    The runtime makes every window it shows active, as windows side by side on a Mac or in Stage Manager are, \
    so that a layer that takes the active window for the one in front is found out (earlier rule \
    theFrontWindowIsActive, contradicted by that page).
    """)

  package static let oneSceneIsFocused = LifecycleRule(
    "oneSceneIsFocused", .documented, assumedInPart: true,
    """
    One window at a time has the focus, and a value a view publishes with focusedSceneValue(_:_:) is read by \
    @FocusedValue while its scene is the focused one: it is "for use by other views whose state depends on \
    the focused scene", "visible … as long as the scene is active, and regardless of where focus happens \
    to be in it" (swiftui/view/focusedscenevalue(_:_:); swiftui/focusedvalue: "the value from the view \
    closest to focus"); on macOS the focused window is the key window (swiftui/environmentvalues/appearsactive, \
    which is always true on the other platforms, so it is no focus signal there); a scene has one key window \
    at a time (uikit/uiwindowscene/keywindow). Documented so far; assumed: that the focused window is the one \
    the user brought forward or opened last (on iPadOS too), and that a view in another window reads the \
    focused window's values, published a frame after its views change (as a preference).
    """)

  package static let aClosedMacWindowIsGone = LifecycleRule(
    "aClosedMacWindowIsGone", .assumed,
    """
    On macOS a window's views disappear when the user closes the window (its close button, Command-W), and \
    only then: UIKit "may also disconnect a scene in order to reclaim memory for other processes" \
    (uikit/uiscenedelegate/scenediddisconnect(_:), a page of iOS, iPadOS, Mac Catalyst, tvOS and visionOS, \
    not macOS), AppKit has no such step. All of it is assumed: no Apple page says when a macOS window's views disappear, \
    nor whether they do when the app quits (here they do not).
    """)
}
