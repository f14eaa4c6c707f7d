import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_8: torch.Tensor, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_24 = torch._C._nn.linear(context_layer_8, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_25 = torch.nn.functional.dropout(hidden_states_24, 0.0, False, False)
        hidden_states_24 = None
        attention_windows_7 = hidden_states_25.view(-1, 12, 12, 256)
        hidden_states_25 = None
        windows_8 = attention_windows_7.view(-1, 3, 3, 12, 12, 256)
        attention_windows_7 = None
        transpose_19 = windows_8.transpose(2, 3)
        windows_8 = None
        return (transpose_19,)
