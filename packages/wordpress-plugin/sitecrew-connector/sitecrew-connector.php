<?php
/**
 * Plugin Name:       SiteCrew Connector
 * Description:       Links this WordPress site to a SiteCrew account so SiteCrew can read its categories, authors and content, publish posts and show its chat agent.
 * Version:           1.7.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            SiteCrew
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       sitecrew-connector
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'SITECREW_CONNECTOR_VERSION', '1.7.0' );
define( 'SITECREW_CONNECTOR_FILE', __FILE__ );
define( 'SITECREW_CONNECTOR_DIR', __DIR__ );

/*
 * The plugin zip downloaded from SiteCrew carries sitecrew-config.php, which defines
 * SITECREW_API_URL. A constant already defined in wp-config.php wins.
 */
if ( ! defined( 'SITECREW_API_URL' ) && is_readable( __DIR__ . '/sitecrew-config.php' ) ) {
	require_once __DIR__ . '/sitecrew-config.php';
}

require_once __DIR__ . '/includes/class-options.php';
require_once __DIR__ . '/includes/class-nonces.php';
require_once __DIR__ . '/includes/class-signature.php';
require_once __DIR__ . '/includes/class-api-response.php';
require_once __DIR__ . '/includes/class-api-client.php';
require_once __DIR__ . '/includes/class-run-ids.php';
require_once __DIR__ . '/includes/class-post-view.php';
require_once __DIR__ . '/includes/class-posts.php';
require_once __DIR__ . '/includes/class-seo-head.php';
require_once __DIR__ . '/includes/class-knowledge.php';
require_once __DIR__ . '/includes/class-chat-widget.php';
require_once __DIR__ . '/includes/class-rest-routes.php';
require_once __DIR__ . '/includes/class-settings-page.php';

SiteCrew_Rest_Routes::init();
SiteCrew_Chat_Widget::init();
SiteCrew_Seo_Head::init();
register_deactivation_hook( __FILE__, array( SiteCrew_Chat_Widget::class, 'unschedule' ) );

if ( is_admin() ) {
	SiteCrew_Settings_Page::init();
}
