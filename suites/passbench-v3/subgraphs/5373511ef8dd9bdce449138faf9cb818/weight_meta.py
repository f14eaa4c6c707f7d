class Program_weight_tensor_meta_attention_probs_3:
    name = "attention_probs_3"
    shape = [1, 12, 32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.03124999999560411
    std = 0.00030992989003977476
    data = None
    min_val = 0.030092572793364525
    max_val = 0.032609496265649796


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [1, 12, 32, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009139280856184465
    std = 0.11067889668622677
    data = None
    min_val = -0.4375307559967041
    max_val = 0.4656582772731781
