import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_33: torch.Tensor, L_self_modules_layers_modules_3_modules_attention_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_3_modules_attention_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_20 = torch._C._nn.linear(hidden_states_33, L_self_modules_layers_modules_3_modules_attention_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_3_modules_attention_modules_v_proj_parameters_bias_)
        view_11 = linear_20.view((1, 197, -1, 64))
        linear_20 = None
        return (view_11,)
