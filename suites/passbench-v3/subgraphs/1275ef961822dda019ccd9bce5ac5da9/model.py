import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_37: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_8: torch.Tensor, attention_mask: torch.Tensor, query_states_4: torch.Tensor):
        value_states_8 = torch._C._nn.linear(hidden_states_37, L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_)
        view_14 = key_states_8.view(1, 21, -1, 64)
        key_states_9 = view_14.transpose(1, 2)
        view_14 = None
        view_15 = value_states_8.view(1, 21, -1, 64)
        value_states_8 = None
        value_states_9 = view_15.transpose(1, 2)
        view_15 = None
        attention_mask_5 = attention_mask[(slice(None, None, None), slice(None, None, None), slice(None, None, None), slice(None, 21, None))]
        query_4 = query_states_4.contiguous()
        return (key_states_9, value_states_9, query_4, attention_mask_5)
