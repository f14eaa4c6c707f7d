import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_61: torch.Tensor, hidden_states_86: torch.Tensor, L_kwargs_input_ids_: torch.Tensor, L_self_modules_text_model_modules_embeddings_buffers_position_ids_: torch.Tensor):
        hidden_state_1 = attn_output_61 + hidden_states_86
        pooler_output = hidden_state_1[(slice(None, None, None), 0)]
        hidden_state_1 = None
        input_ids = L_kwargs_input_ids_.view(-1, 64)
        position_ids = L_self_modules_text_model_modules_embeddings_buffers_position_ids_[(slice(None, None, None), slice(None, 64, None))]
        return (input_ids, position_ids, pooler_output)
