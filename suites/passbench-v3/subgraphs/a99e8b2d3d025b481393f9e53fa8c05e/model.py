import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_4: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_5 = torch._C._nn.linear(hidden_states_4, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_)
        hidden_states_6 = torch.nn.functional.dropout(hidden_states_5, 0.1, False, False)
        hidden_states_5 = None
        return (hidden_states_6,)
