import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries: torch.Tensor, keys: torch.Tensor):
        values = torch._C._nn.linear(hidden_states, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view_1 = queries.view((1, 77, -1, 64))
        queries_1 = view_1.transpose(1, 2)
        view_1 = None
        view_2 = keys.view((1, 77, -1, 64))
        keys_1 = view_2.transpose(1, 2)
        view_2 = None
        view_3 = values.view((1, 77, -1, 64))
        values = None
        values_1 = view_3.transpose(1, 2)
        view_3 = None
        return (queries_1, keys_1, values_1)
