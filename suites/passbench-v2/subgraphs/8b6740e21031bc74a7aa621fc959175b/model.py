import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_105: torch.Tensor, rsqrt_35: torch.Tensor, L_self_modules_model_modules_layers_modules_12_modules_ffn_norm_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_106 = hidden_states_105 * rsqrt_35
        to_77 = hidden_states_106.to(torch.bfloat16)
        hidden_states_106 = None
        mul_121 = L_self_modules_model_modules_layers_modules_12_modules_ffn_norm_parameters_weight_ * to_77
        to_77 = None
        return (mul_121,)
