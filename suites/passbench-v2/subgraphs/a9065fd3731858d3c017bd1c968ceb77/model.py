import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_14: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_45 = torch._C._nn.linear(context_layer_14, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_46 = torch.nn.functional.dropout(hidden_states_45, 0.0, False, False)
        hidden_states_45 = None
        attention_windows_10 = hidden_states_46.view(-1, 7, 7, 384)
        hidden_states_46 = None
        return (attention_windows_10,)
