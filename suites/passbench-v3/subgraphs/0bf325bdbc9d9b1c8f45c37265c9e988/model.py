import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_2: torch.Tensor, attention_mask: torch.Tensor):
        value_states_2 = torch._C._nn.linear(hidden_states_10, L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_)
        view_5 = key_states_2.view(1, 38, -1, 64)
        key_states_3 = view_5.transpose(1, 2)
        view_5 = None
        view_6 = value_states_2.view(1, 38, -1, 64)
        value_states_2 = None
        value_states_3 = view_6.transpose(1, 2)
        view_6 = None
        attention_mask_2 = attention_mask[(slice(None, None, None), slice(None, None, None), slice(None, None, None), slice(None, 38, None))]
        return (key_states_3, value_states_3, attention_mask_2)
