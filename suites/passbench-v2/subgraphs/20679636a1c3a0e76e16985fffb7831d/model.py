import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_71: torch.Tensor, hidden_states_111: torch.Tensor, L_self_modules_h_modules_11_modules_ln_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_h_modules_11_modules_ln_2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_115 = attn_output_71 + hidden_states_111
        hidden_states_116 = torch.nn.functional.layer_norm(hidden_states_115, (768,), L_self_modules_h_modules_11_modules_ln_2_parameters_weight_, L_self_modules_h_modules_11_modules_ln_2_parameters_bias_, 1e-05)
        return (hidden_states_116, hidden_states_115)
