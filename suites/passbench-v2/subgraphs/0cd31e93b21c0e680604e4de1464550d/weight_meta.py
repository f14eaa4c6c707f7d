class Program_weight_tensor_meta_attention_probs_2:
    name = "attention_probs_2"
    shape = [196, 12, 8, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.1249999999972777
    std = 0.001408913661986049
    data = None
    min_val = 0.11901924759149551
    max_val = 0.1314658224582672


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [196, 12, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.682472295967148e-05
    std = 0.11038203304497722
    data = None
    min_val = -0.5716803669929504
    max_val = 0.5500832200050354
