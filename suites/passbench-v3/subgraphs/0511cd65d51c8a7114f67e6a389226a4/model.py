import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_55: torch.Tensor, L_self_modules_model_modules_decoder_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_decoder_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_22: torch.Tensor, encoder_attention_mask: torch.Tensor, query_states_11: torch.Tensor):
        value_states_22 = torch._C._nn.linear(hidden_states_55, L_self_modules_model_modules_decoder_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_weight_, L_self_modules_model_modules_decoder_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_bias_)
        view_36 = key_states_22.view(1, 34, -1, 64)
        key_states_23 = view_36.transpose(1, 2)
        view_36 = None
        view_37 = value_states_22.view(1, 34, -1, 64)
        value_states_22 = None
        value_states_23 = view_37.transpose(1, 2)
        view_37 = None
        attention_mask_12 = encoder_attention_mask[(slice(None, None, None), slice(None, None, None), slice(None, None, None), slice(None, 34, None))]
        query_11 = query_states_11.contiguous()
        return (key_states_23, value_states_23, query_11, attention_mask_12)
