import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_283: torch.Tensor, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries_2: torch.Tensor):
        values_2 = torch._C._nn.linear(hidden_states_283, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_279 = queries_2.view((1, 32, -1, 64))
        queries_3 = view_279.transpose(1, 2)
        view_279 = None
        return (values_2, queries_3)
