class Program_weight_tensor_meta_attention_probs_3:
    name = "attention_probs_3"
    shape = [1, 12, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.007812500000423958
    std = 8.519401034509731e-05
    data = None
    min_val = 0.00741522666066885
    max_val = 0.008276189677417278


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0014516016121867519
    std = 0.10852933699031724
    data = None
    min_val = -0.4744754433631897
    max_val = 0.4624152183532715
