import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_: torch.nn.parameter.Parameter, view_24: torch.Tensor, L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_: torch.nn.parameter.Parameter):
        x_16 = torch.addmm(L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_, view_24, L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_)
        x_17 = x_16.view((1, 19, 2304))
        x_16 = None
        split_2 = x_17.split(768, dim=2)
        x_17 = None
        query_states_4 = split_2[0]
        key_states_4 = split_2[1]
        value_states_4 = split_2[2]
        split_2 = None
        view_26 = key_states_4.view((1, 19, -1, 64))
        key_states_4 = None
        key_states_5 = view_26.transpose(1, 2)
        view_26 = None
        view_27 = value_states_4.view((1, 19, -1, 64))
        value_states_4 = None
        value_states_5 = view_27.transpose(1, 2)
        view_27 = None
        view_28 = query_states_4.view((1, 19, -1, 64))
        query_states_4 = None
        return (view_28, key_states_5, value_states_5)
