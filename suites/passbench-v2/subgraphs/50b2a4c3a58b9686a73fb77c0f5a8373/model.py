import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_2: torch.Tensor, L_self_modules_timesformer_modules_encoder_modules_layer_modules_1_modules_temporal_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_timesformer_modules_encoder_modules_layer_modules_1_modules_temporal_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_10 = torch._C._nn.linear(context_layer_2, L_self_modules_timesformer_modules_encoder_modules_layer_modules_1_modules_temporal_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_timesformer_modules_encoder_modules_layer_modules_1_modules_temporal_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_11 = torch.nn.functional.dropout(hidden_states_10, 0.0, False, False)
        hidden_states_10 = None
        return (hidden_states_11,)
