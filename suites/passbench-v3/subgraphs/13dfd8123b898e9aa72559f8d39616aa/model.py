import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_293: torch.Tensor, hidden_states_295: torch.Tensor, L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_296 = hidden_states_293 + hidden_states_295
        hidden_states_297 = torch.nn.functional.layer_norm(hidden_states_296, (256,), L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_296 = None
        return (hidden_states_297,)
