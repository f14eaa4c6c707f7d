import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_11: torch.Tensor, L_self_modules_layers_modules_0_modules_mlp_modules_gate_up_proj_parameters_weight_: torch.nn.parameter.Parameter):
        up_states = torch._C._nn.linear(hidden_states_11, L_self_modules_layers_modules_0_modules_mlp_modules_gate_up_proj_parameters_weight_, None)
        chunk = up_states.chunk(2, dim=-1)
        up_states = None
        gate = chunk[0]
        up_states_1 = chunk[1]
        chunk = None
        return (gate, up_states_1)
