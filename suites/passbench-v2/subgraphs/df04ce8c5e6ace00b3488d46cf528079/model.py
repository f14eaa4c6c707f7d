import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_5: torch.Tensor, rsqrt_1: torch.Tensor, L_self_modules_layers_modules_0_modules_post_self_attn_layernorm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_6 = hidden_states_5 * rsqrt_1
        to_9 = hidden_states_6.to(torch.float32)
        hidden_states_6 = None
        hidden_states_7 = L_self_modules_layers_modules_0_modules_post_self_attn_layernorm_parameters_weight_ * to_9
        to_9 = None
        return (hidden_states_7,)
