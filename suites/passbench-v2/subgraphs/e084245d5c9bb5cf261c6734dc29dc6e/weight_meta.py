class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 1569, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.419279355923209e-05
    std = 0.022556710192282396
    data = None
    min_val = -0.10806073993444443
    max_val = 0.11187444627285004


class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 1569, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00033813182625139806
    std = 0.012406303597978957
    data = None
    min_val = -0.06136687099933624
    max_val = 0.05784842371940613
