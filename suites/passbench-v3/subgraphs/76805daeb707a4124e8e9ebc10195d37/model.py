import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_5: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_12 = torch._C._nn.linear(context_layer_5, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_13 = torch.nn.functional.dropout(hidden_states_12, 0.0, False, False)
        hidden_states_12 = None
        attention_windows_2 = hidden_states_13.view(-1, 8, 8, 180)
        hidden_states_13 = None
        windows_5 = attention_windows_2.view(-1, 8, 8, 8, 8, 180)
        attention_windows_2 = None
        transpose_13 = windows_5.transpose(2, 3)
        windows_5 = None
        return (transpose_13,)
