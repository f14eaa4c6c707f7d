import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_encoder_hidden_states_: torch.Tensor, L_self_modules_value_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_value_proj_parameters_bias_: torch.nn.parameter.Parameter, L_attention_mask_: torch.Tensor):
        value = torch._C._nn.linear(L_encoder_hidden_states_, L_self_modules_value_proj_parameters_weight_, L_self_modules_value_proj_parameters_bias_)
        getitem = L_attention_mask_[(..., None)]
        return (getitem, value)
