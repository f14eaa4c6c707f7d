import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_3: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_12 = torch._C._nn.linear(context_layer_3, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_13 = torch.nn.functional.dropout(hidden_states_12, 0.0, False, False)
        hidden_states_12 = None
        cls_token_7 = hidden_states_13[(slice(None, None, None), 0, slice(None, None, None))]
        return (cls_token_7, hidden_states_13)
