import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_1: torch.Tensor, L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_2 = torch._C._nn.linear(context_layer_1, L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_3 = torch.nn.functional.dropout(hidden_states_2, 0.0, False, False)
        hidden_states_2 = None
        cls_token_2 = hidden_states_3[(slice(None, None, None), 0, slice(None, None, None))]
        return (cls_token_2, hidden_states_3)
