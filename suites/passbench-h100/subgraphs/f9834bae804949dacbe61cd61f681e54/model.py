import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_25: torch.Tensor, L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, query_states: torch.Tensor):
        linear_3 = torch._C._nn.linear(hidden_states_25, L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_, L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_)
        view_2 = linear_3.view(1, 249, -1, 64)
        linear_3 = None
        value_states = view_2.transpose(1, 2)
        view_2 = None
        query = query_states.contiguous()
        return (value_states, query)
