import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_bias_: torch.nn.parameter.Parameter, view_101: torch.Tensor, L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_weight_: torch.nn.parameter.Parameter):
        x_72 = torch.addmm(L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_bias_, view_101, L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_weight_)
        x_73 = x_72.view((1, 19, 2304))
        x_72 = None
        split_9 = x_73.split(768, dim=2)
        x_73 = None
        query_states_18 = split_9[0]
        key_states_18 = split_9[1]
        value_states_18 = split_9[2]
        split_9 = None
        return (key_states_18, value_states_18, query_states_18)
