import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_14: torch.Tensor, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_45 = torch._C._nn.linear(context_layer_14, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_46 = torch.nn.functional.dropout(hidden_states_45, 0.0, False, False)
        hidden_states_45 = None
        attention_windows_14 = hidden_states_46.view(-1, 12, 12, 512)
        hidden_states_46 = None
        windows_15 = attention_windows_14.view(-1, 2, 2, 12, 12, 512)
        attention_windows_14 = None
        transpose_32 = windows_15.transpose(2, 3)
        windows_15 = None
        return (transpose_32,)
