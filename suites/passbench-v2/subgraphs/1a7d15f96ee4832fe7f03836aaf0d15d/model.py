import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_: torch.nn.parameter.Parameter, gelu: torch.Tensor):
        linear_5 = torch._C._nn.linear(hidden_states_1, L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_, None)
        hidden_states_2 = gelu * linear_5
        linear_5 = None
        hidden_states_3 = torch.nn.functional.dropout(hidden_states_2, 0.1, False, False)
        hidden_states_2 = None
        return (hidden_states_3,)
