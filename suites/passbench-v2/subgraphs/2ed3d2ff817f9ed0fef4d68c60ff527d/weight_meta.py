class Program_weight_tensor_meta_attention_probs:
    name = "attention_probs"
    shape = [12, 196, 196]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00510204081702453
    std = 6.24427646101118e-05
    data = None
    min_val = 0.004818345420062542
    max_val = 0.005418878048658371


class Program_weight_tensor_meta_values:
    name = "values"
    shape = [12, 196, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00024176930137861344
    std = 0.1107850405903515
    data = None
    min_val = -0.4988579750061035
    max_val = 0.48706501722335815
