import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_71: torch.Tensor, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_236 = torch._C._nn.linear(context_layer_71, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_237 = torch.nn.functional.dropout(hidden_states_236, 0.0, False, False)
        hidden_states_236 = None
        attention_windows_80 = hidden_states_237.view(-1, 12, 12, 1024)
        hidden_states_237 = None
        return (attention_windows_80,)
