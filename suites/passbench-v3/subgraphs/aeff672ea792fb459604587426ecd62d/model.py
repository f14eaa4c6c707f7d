import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor, L_self_modules_layers_modules_0_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_11 = torch._C._nn.linear(hidden_states_10, L_self_modules_layers_modules_0_modules_fc2_parameters_weight_, L_self_modules_layers_modules_0_modules_fc2_parameters_bias_)
        hidden_states_12 = torch.nn.functional.dropout(hidden_states_11, p=0.1, training=False)
        hidden_states_11 = None
        return (hidden_states_12,)
