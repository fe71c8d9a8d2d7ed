<?php
/**
 * Removes everything the plugin stored when it is deleted from the Plugins screen.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

require_once __DIR__ . '/includes/class-options.php';
require_once __DIR__ . '/includes/class-nonces.php';
require_once __DIR__ . '/includes/class-run-ids.php';
require_once __DIR__ . '/includes/class-chat-widget.php';

foreach ( SiteCrew_Options::all() as $sitecrew_option ) {
	delete_option( $sitecrew_option );
}

SiteCrew_Nonces::sweep();
SiteCrew_Run_Ids::sweep();
SiteCrew_Chat_Widget::unschedule();

// Pending admin notices (transients).
global $wpdb;
$wpdb->query(
	$wpdb->prepare(
		"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
		$wpdb->esc_like( '_transient_sitecrew_' ) . '%',
		$wpdb->esc_like( '_transient_timeout_sitecrew_' ) . '%'
	)
);
