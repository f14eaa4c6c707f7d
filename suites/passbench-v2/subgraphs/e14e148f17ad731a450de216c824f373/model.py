import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_: torch.nn.parameter.Parameter, view_2: torch.Tensor, L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_: torch.nn.parameter.Parameter):
        x = torch.addmm(L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_, view_2, L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_)
        x_1 = x.view((1, 31, 4608))
        x = None
        split = x_1.split(1536, dim=2)
        x_1 = None
        query_states = split[0]
        key_states = split[1]
        value_states = split[2]
        split = None
        view_4 = key_states.view((1, 31, -1, 128))
        key_states = None
        key_states_1 = view_4.transpose(1, 2)
        view_4 = None
        return (value_states, query_states, key_states_1)
