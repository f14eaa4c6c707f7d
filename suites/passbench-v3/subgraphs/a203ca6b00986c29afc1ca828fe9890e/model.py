import torch


class GraphModule(torch.nn.Module):
    def forward(self, norm_hidden_states: torch.Tensor, L_self_modules_feature_projection_modules_projection_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_feature_projection_modules_projection_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_16 = torch._C._nn.linear(norm_hidden_states, L_self_modules_feature_projection_modules_projection_parameters_weight_, L_self_modules_feature_projection_modules_projection_parameters_bias_)
        hidden_states_17 = torch.nn.functional.dropout(hidden_states_16, 0.0, False, False)
        hidden_states_16 = None
        hidden_states_18 = hidden_states_17.transpose(1, 2)
        return (hidden_states_18, hidden_states_17)
