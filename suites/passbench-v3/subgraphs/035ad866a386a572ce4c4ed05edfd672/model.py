import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_: torch.nn.parameter.Parameter, view_13: torch.Tensor, L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_: torch.nn.parameter.Parameter):
        x_8 = torch.addmm(L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_, view_13, L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_)
        x_9 = x_8.view((1, 31, 4608))
        x_8 = None
        split_1 = x_9.split(1536, dim=2)
        x_9 = None
        query_states_2 = split_1[0]
        key_states_2 = split_1[1]
        value_states_2 = split_1[2]
        split_1 = None
        view_15 = key_states_2.view((1, 31, -1, 128))
        key_states_2 = None
        key_states_3 = view_15.transpose(1, 2)
        view_15 = None
        view_16 = value_states_2.view((1, 31, -1, 128))
        value_states_2 = None
        value_states_3 = view_16.transpose(1, 2)
        view_16 = None
        return (query_states_2, key_states_3, value_states_3)
