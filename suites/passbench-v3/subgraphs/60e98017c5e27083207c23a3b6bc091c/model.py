import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_12: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_: torch.nn.parameter.Parameter):
        attention_scores_13 = attention_scores_12 / 5.656854249492381
        view_59 = L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        relative_position_bias_9 = L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_[view_59]
        view_59 = None
        relative_position_bias_10 = relative_position_bias_9.view(49, 49, -1)
        relative_position_bias_9 = None
        permute_6 = relative_position_bias_10.permute(2, 0, 1)
        relative_position_bias_10 = None
        return (permute_6, attention_scores_13)
