import torch


class GraphModule(torch.nn.Module):
    def forward(self, aggregated_encoder_hidden_states_8: torch.Tensor, L_self_modules_local_feature_transformer_modules_layers_modules_2_modules_cross_attention_modules_attention_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, query_states_37: torch.Tensor):
        linear_50 = torch._C._nn.linear(aggregated_encoder_hidden_states_8, L_self_modules_local_feature_transformer_modules_layers_modules_2_modules_cross_attention_modules_attention_modules_v_proj_parameters_weight_, None)
        view_42 = linear_50.view(1, 49, -1, 32)
        linear_50 = None
        value_states_8 = view_42.transpose(1, 2)
        view_42 = None
        view_43 = query_states_37.view(1, 49, -1, 32)
        query_states_38 = view_43.transpose(1, 2)
        view_43 = None
        return (query_states_38, value_states_8)
