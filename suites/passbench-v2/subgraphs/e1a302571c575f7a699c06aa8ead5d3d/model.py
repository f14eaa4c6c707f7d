import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state: torch.Tensor, hidden_states_170: torch.Tensor, L_kwargs_input_ids_: torch.Tensor, L_self_modules_text_model_modules_embeddings_buffers_position_ids_: torch.Tensor):
        hidden_state_2 = hidden_state + hidden_states_170
        pooler_output = hidden_state_2[(slice(None, None, None), 0)]
        hidden_state_2 = None
        input_ids = L_kwargs_input_ids_.view(-1, 7)
        position_ids = L_self_modules_text_model_modules_embeddings_buffers_position_ids_[(slice(None, None, None), slice(None, 7, None))]
        return (input_ids, position_ids, pooler_output)
