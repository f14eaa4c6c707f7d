import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_value_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_value_proj_parameters_bias_: torch.nn.parameter.Parameter, mask_flatten: torch.Tensor):
        value = torch._C._nn.linear(hidden_states, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_value_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_value_proj_parameters_bias_)
        getitem_22 = mask_flatten[(..., None)]
        return (getitem_22, value)
