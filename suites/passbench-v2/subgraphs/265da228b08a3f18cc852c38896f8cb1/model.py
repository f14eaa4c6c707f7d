import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, add_75: torch.Tensor, hidden_states_126: torch.Tensor, L_self_modules_layers_modules_9_modules_input_layernorm_parameters_weight_: torch.nn.parameter.Parameter):
        rsqrt_36 = torch.rsqrt(add_75)
        hidden_states_127 = hidden_states_126 * rsqrt_36
        rsqrt_36 = None
        to_79 = hidden_states_127.to(torch.float16)
        hidden_states_127 = None
        hidden_states_128 = L_self_modules_layers_modules_9_modules_input_layernorm_parameters_weight_ * to_79
        to_79 = None
        return (hidden_states_128,)
